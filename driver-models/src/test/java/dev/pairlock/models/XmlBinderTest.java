package dev.pairlock.models;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The tables' binder: JAXB's field binding on the JDK's StAX parser, stricter where JAXB was silent. */
class XmlBinderTest {
  private static <T> T read(String xml, Class<T> root) {
    return XmlBinder.read(
        new ByteArrayInputStream(xml.getBytes(StandardCharsets.UTF_8)), root, "test.xml");
  }

  @Test
  void bindsAttributesElementsListsAndText() {
    XmlBindings.FunctionsXml f =
        read(
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <!-- a comment -->
            <functions>
              <alloc name="kmalloc" may-fail="true"/>
              <alloc name="vmalloc"/>
              <pure name="jiffies" blocks="false"/>
              <callback name="request_irq" fn-args=" 1  2 " kind="irq" entry="irq irq2" context-arg="4"/>
              <effect name="memcpy"><read arg="1" size-arg="2"/><write arg="0" size-arg="2" reachable="1"/></effect>
              <registration name="misc_register"><flows-to arg="0" struct="file" field="private_data"/></registration>
              <callback-control name="del_timer" entry="timer" effect="end" reason="the &lt;kernel&gt;'s&#10;reason"/>
            </functions>
            """,
            XmlBindings.FunctionsXml.class);
    assertEquals(2, f.allocs.size());
    assertTrue(f.allocs.get(0).mayFail);
    assertFalse(f.allocs.get(1).mayFail);
    assertEquals(Boolean.FALSE, f.pures.get(0).blocks);
    XmlBindings.CallbackXml c = f.callbacks.get(0);
    assertEquals(List.of(1, 2), c.fnArgs);
    assertEquals(List.of("irq", "irq2"), c.entry);
    assertEquals(4, c.contextArg);
    assertNull(c.objectArg);
    assertEquals(1, f.effects.get(0).reads.size());
    assertEquals(2, f.effects.get(0).writes.get(0).sizeArg);
    assertTrue(f.effects.get(0).writes.get(0).reachable);
    assertEquals("private_data", f.registrations.get(0).flows.get(0).field);
    // attribute values are normalized by XML (a character reference keeps its newline)
    assertEquals("the <kernel>'s\nreason", f.callbackControls.get(0).reason);
    assertTrue(f.frees.isEmpty());
  }

  @Test
  void bindsElementTextAndValues() {
    XmlBindings.SerializationXml s =
        read(
            """
            <serialization>
              <rule name="r" reason="why"><group>ioctl open</group></rule>
              <held name="h" lock="rtnl" reason="why"> ndo_open
                ndo_stop </held>
              <held name="e" lock="l" reason="r"/>
            </serialization>
            """,
            XmlBindings.SerializationXml.class);
    assertEquals("ioctl open", s.rules.get(0).group);
    assertNull(s.rules.get(0).left);
    assertEquals(" ndo_open\n    ndo_stop ", s.held.get(0).kinds);
    assertEquals("", s.held.get(1).kinds);
  }

  @Test
  void whatTheMirrorsDoNotDeclareIsAnError() {
    for (String xml :
        List.of(
            "<functions><alloc name='k' colour='red'/></functions>",
            "<functions><allocate name='k'/></functions>",
            "<functions>text</functions>",
            "<functions><alloc name='k' may-fail='perhaps'/></functions>",
            "<functions><free name='kfree' arg='first'/></functions>",
            "<locks/>",
            "<functions xmlns='urn:other'/>",
            "<functions><alloc name='k'></functions>")) {
      ModelException e =
          assertThrows(ModelException.class, () -> read(xml, XmlBindings.FunctionsXml.class), xml);
      assertTrue(e.getMessage().contains("test.xml"), e.getMessage());
    }
  }

  @Test
  void theBundledTablesRead() {
    assertFalse(KernelModel.standard().functions().models().isEmpty());
    assertFalse(KernelModel.forKernelTree().locks().lookup("_raw_spin_lock_nested").isEmpty());
    assertTrue(KernelModel.pthread().isUserSpace());
  }

  @Test
  void aMutexInitialisationMaySucceedADestructionNeedNot() {
    FunctionModels.Pure init = (FunctionModels.Pure)
        KernelModel.pthread().functions().lookup("pthread_mutex_init").orElseThrow();
    assertEquals(List.of(0L), init.possibleResults());
    FunctionModels.Pure destroy = (FunctionModels.Pure)
        KernelModel.pthread().functions().lookup("pthread_mutex_destroy").orElseThrow();
    assertTrue(destroy.possibleResults().isEmpty());
  }
}
