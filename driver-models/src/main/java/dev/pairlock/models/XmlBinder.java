package dev.pairlock.models;

import jakarta.xml.bind.annotation.XmlAttribute;
import jakarta.xml.bind.annotation.XmlElement;
import jakarta.xml.bind.annotation.XmlList;
import jakarta.xml.bind.annotation.XmlRootElement;
import jakarta.xml.bind.annotation.XmlValue;
import java.io.InputStream;
import java.lang.reflect.Constructor;
import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.lang.reflect.ParameterizedType;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import javax.xml.stream.XMLInputFactory;
import javax.xml.stream.XMLStreamConstants;
import javax.xml.stream.XMLStreamException;
import javax.xml.stream.XMLStreamReader;

/**
 * Binds an XML table to the JAXB-annotated mirrors of {@link XmlBindings} with the JDK's StAX
 * parser, as JAXB's field binding would ({@code @XmlRootElement}, {@code @XmlAttribute}, {@code
 * @XmlElement}, {@code @XmlValue}, {@code @XmlList}; an unannotated field is an element of its
 * name): JAXB's runtime took about 0.3 s of CPU to read the tables at every start (a context per
 * table, built by reflection over its generated accessors). Stricter than JAXB where JAXB is
 * silent: an element, attribute or text the mirrors do not declare, a number or boolean that does
 * not parse, or elements in a namespace are errors ({@link ModelException} with the line) instead
 * of being skipped.
 */
final class XmlBinder {
  private XmlBinder() {}

  /** How one mirror class is bound: its attributes and elements by name, its text field. */
  private record Binding(
      Constructor<?> constructor,
      Map<String, Field> attributes,
      Map<String, Field> elements,
      Field value) {}

  private static final Map<Class<?>, Binding> BINDINGS = new ConcurrentHashMap<>();

  private static final String DEFAULT_NAME = "##default";

  /** Reads the document in {@code in} (named {@code resource} in errors) as a {@code root}. */
  static <T> T read(InputStream in, Class<T> root, String resource) {
    XMLStreamReader r = null;
    try {
      XMLInputFactory f = XMLInputFactory.newDefaultFactory();
      f.setProperty(XMLInputFactory.SUPPORT_DTD, false);
      f.setProperty(XMLInputFactory.IS_SUPPORTING_EXTERNAL_ENTITIES, false);
      f.setProperty(XMLInputFactory.IS_NAMESPACE_AWARE, true);
      f.setProperty(XMLInputFactory.IS_COALESCING, true);
      r = f.createXMLStreamReader(in);
      r.nextTag();
      XmlRootElement rootElement = root.getAnnotation(XmlRootElement.class);
      String name = rootElement == null ? "" : rootElement.name();
      if (!r.getLocalName().equals(name) || !noNamespace(r.getNamespaceURI())) {
        throw error(r, resource, "root element <" + r.getLocalName() + ">, expected <" + name + ">");
      }
      T result = element(r, root, resource);
      while (r.hasNext()) {
        r.next(); // comments and white space after the root; anything else is a parse error
      }
      return result;
    } catch (XMLStreamException e) {
      throw new ModelException("cannot read driver-model resource " + resource + ": " + e.getMessage(), e);
    } finally {
      if (r != null) {
        try {
          r.close();
        } catch (XMLStreamException e) {
          // the document was read (or its error reported)
        }
      }
    }
  }

  private static boolean noNamespace(String uri) {
    return uri == null || uri.isEmpty();
  }

  private static ModelException error(XMLStreamReader r, String resource, String message) {
    return new ModelException(
        "driver-model resource " + resource + ", line " + r.getLocation().getLineNumber() + ": " + message);
  }

  /** The element {@code r} is at the start of, as a {@code type}; {@code r} ends at its end. */
  private static <T> T element(XMLStreamReader r, Class<T> type, String resource)
      throws XMLStreamException {
    Binding b = BINDINGS.computeIfAbsent(type, XmlBinder::binding);
    String element = r.getLocalName();
    T obj;
    try {
      obj = type.cast(b.constructor().newInstance());
    } catch (ReflectiveOperationException e) {
      throw new IllegalStateException("cannot create " + type.getName(), e);
    }
    for (int i = 0; i < r.getAttributeCount(); i++) {
      String name = r.getAttributeLocalName(i);
      Field f = noNamespace(r.getAttributeNamespace(i)) ? b.attributes().get(name) : null;
      if (f == null) {
        throw error(r, resource, "unknown attribute " + name + " of <" + element + ">");
      }
      set(r, resource, obj, f, r.getAttributeValue(i), f.isAnnotationPresent(XmlList.class));
    }
    StringBuilder text = new StringBuilder();
    while (true) {
      int event = r.next();
      switch (event) {
        case XMLStreamConstants.START_ELEMENT -> {
          String name = r.getLocalName();
          Field f = noNamespace(r.getNamespaceURI()) ? b.elements().get(name) : null;
          if (f == null) {
            throw error(r, resource, "unknown element <" + name + "> in <" + element + ">");
          }
          if (f.getType() == List.class) {
            Class<?> item = itemType(f);
            Object value =
                item == String.class ? r.getElementText() : element(r, item, resource);
            @SuppressWarnings("unchecked")
            List<Object> list = (List<Object>) get(obj, f);
            if (list == null) {
              list = new ArrayList<>();
              put(obj, f, list);
            }
            list.add(value);
          } else if (isSimple(f.getType())) {
            set(r, resource, obj, f, r.getElementText(), false);
          } else {
            put(obj, f, element(r, f.getType(), resource));
          }
        }
        case XMLStreamConstants.CHARACTERS, XMLStreamConstants.CDATA, XMLStreamConstants.SPACE -> {
          if (b.value() != null) {
            text.append(r.getText());
          } else if (!r.isWhiteSpace() && !r.getText().isBlank()) {
            throw error(r, resource, "text in <" + element + ">");
          }
        }
        case XMLStreamConstants.END_ELEMENT -> {
          if (b.value() != null) {
            set(r, resource, obj, b.value(), text.toString(), b.value().isAnnotationPresent(XmlList.class));
          }
          return obj;
        }
        default -> {
          // comments, processing instructions
        }
      }
    }
  }

  private static Binding binding(Class<?> type) {
    Map<String, Field> attributes = new HashMap<>();
    Map<String, Field> elements = new HashMap<>();
    Field value = null;
    for (Field f : type.getDeclaredFields()) {
      if (Modifier.isStatic(f.getModifiers()) || Modifier.isTransient(f.getModifiers()) || f.isSynthetic()) {
        continue;
      }
      f.setAccessible(true);
      XmlAttribute a = f.getAnnotation(XmlAttribute.class);
      XmlElement e = f.getAnnotation(XmlElement.class);
      if (a != null) {
        attributes.put(a.name().equals(DEFAULT_NAME) ? f.getName() : a.name(), f);
      } else if (f.isAnnotationPresent(XmlValue.class)) {
        value = f;
      } else {
        elements.put(e == null || e.name().equals(DEFAULT_NAME) ? f.getName() : e.name(), f);
      }
    }
    try {
      Constructor<?> c = type.getDeclaredConstructor();
      c.setAccessible(true);
      return new Binding(c, Map.copyOf(attributes), Map.copyOf(elements), value);
    } catch (NoSuchMethodException ex) {
      throw new IllegalStateException(type.getName() + " has no constructor without arguments", ex);
    }
  }

  private static Class<?> itemType(Field f) {
    if (f.getGenericType() instanceof ParameterizedType p
        && p.getActualTypeArguments()[0] instanceof Class<?> c) {
      return c;
    }
    throw new IllegalStateException("list field " + f + " without an item class");
  }

  private static boolean isSimple(Class<?> t) {
    return t == String.class
        || t == int.class
        || t == Integer.class
        || t == long.class
        || t == Long.class
        || t == boolean.class
        || t == Boolean.class;
  }

  /** Sets field {@code f} from its text (a white-space separated list if {@code list}). */
  private static void set(
      XMLStreamReader r, String resource, Object obj, Field f, String text, boolean list) {
    Object value;
    if (list) {
      Class<?> item = itemType(f);
      List<Object> items = new ArrayList<>();
      for (String s : text.strip().split("\\s+")) {
        if (!s.isEmpty()) {
          items.add(convert(r, resource, item, s, f));
        }
      }
      value = items;
    } else {
      value = convert(r, resource, f.getType(), text, f);
    }
    put(obj, f, value);
  }

  private static Object convert(XMLStreamReader r, String resource, Class<?> t, String s, Field f) {
    try {
      if (t == String.class) {
        return s;
      } else if (t == int.class || t == Integer.class) {
        return Integer.parseInt(s.strip());
      } else if (t == long.class || t == Long.class) {
        return Long.parseLong(s.strip());
      } else if (t == boolean.class || t == Boolean.class) {
        return switch (s.strip()) {
          case "true", "1" -> true;
          case "false", "0" -> false;
          default -> throw new NumberFormatException("not a boolean: " + s);
        };
      }
    } catch (NumberFormatException e) {
      throw error(r, resource, "bad value '" + s + "' for " + f.getName() + ": " + e.getMessage());
    }
    throw new IllegalStateException("field " + f + " of unbound type " + t.getName());
  }

  private static Object get(Object obj, Field f) {
    try {
      return f.get(obj);
    } catch (IllegalAccessException e) {
      throw new IllegalStateException(e);
    }
  }

  private static void put(Object obj, Field f, Object value) {
    try {
      f.set(obj, value);
    } catch (IllegalAccessException e) {
      throw new IllegalStateException(e);
    }
  }
}
