package dev.pairlock.cli;

import tools.jackson.core.JacksonException;
import tools.jackson.core.SerializableString;
import tools.jackson.core.io.CharacterEscapes;
import tools.jackson.core.io.SerializedString;
import tools.jackson.core.util.DefaultIndenter;
import tools.jackson.core.util.DefaultPrettyPrinter;
import tools.jackson.core.util.Separators;
import tools.jackson.databind.DeserializationFeature;
import tools.jackson.databind.ObjectReader;
import tools.jackson.databind.ObjectWriter;
import tools.jackson.databind.json.JsonMapper;

/**
 * The one JSON configuration of pairlock (reports, SARIF, cache entries, worker messages,
 * {@code compile_commands.json}), on Jackson. Values are null, Boolean, Number, String, Map (write
 * a {@link java.util.LinkedHashMap}: entries keep their insertion order, so output is
 * deterministic) and List. Written with two-space indentation, {@code "key": value}, {@code {}}
 * and {@code []} when empty, control characters as {@code \\n \\r \\t} or lower-case {@code
 * \\u00xx}, and a final newline; read back as {@link java.util.LinkedHashMap}, {@link
 * java.util.ArrayList}, {@link Long} for integers and {@link Double} for other numbers.
 */
final class Json {
  private Json() {}

  private static final JsonMapper MAPPER =
      JsonMapper.builder()
          .enable(DeserializationFeature.USE_LONG_FOR_INTS)
          .enable(DeserializationFeature.FAIL_ON_TRAILING_TOKENS)
          .build();

  private static final ObjectWriter WRITER =
      MAPPER.writer(new ControlEscapes()).with(prettyPrinter());

  private static final ObjectReader READER = MAPPER.readerFor(Object.class);

  /** Parses {@code text}; a {@link JacksonException} if it is not JSON. */
  static Object parse(String text) throws JacksonException {
    return READER.readValue(text);
  }

  static String write(Object value) {
    return WRITER.writeValueAsString(value) + "\n";
  }

  private static final ObjectWriter LINE_WRITER = MAPPER.writer(new ControlEscapes());

  /** {@code value} on one line (no indentation), with its newline: a line of a JSON Lines file. */
  static String writeLine(Object value) {
    return LINE_WRITER.writeValueAsString(value) + "\n";
  }

  private static DefaultPrettyPrinter prettyPrinter() {
    Separators separators =
        Separators.createDefaultInstance()
            .withObjectNameValueSpacing(Separators.Spacing.AFTER)
            .withObjectEmptySeparator("")
            .withArrayEmptySeparator("");
    DefaultIndenter indenter = new DefaultIndenter("  ", "\n");
    return new DefaultPrettyPrinter(separators)
        .withObjectIndenter(indenter)
        .withArrayIndenter(indenter);
  }

  /**
   * JSON's short escapes for newline, return and tab; {@code \\uxxxx} for other controls, DEL,
   * the C1 controls and the characters that reorder or break lines on a terminal (bidirectional
   * embeddings, overrides and isolates, U+2028/U+2029): a report that a user may {@code cat}
   * shows them as text, as the text format does.
   */
  private static final class ControlEscapes extends CharacterEscapes {
    private static final int[] ASCII = asciiEscapes();

    private static int[] asciiEscapes() {
      int[] codes = CharacterEscapes.standardAsciiEscapesForJSON();
      for (int c = 0; c < 0x20; c++) {
        if (c != '\n' && c != '\r' && c != '\t') {
          codes[c] = ESCAPE_CUSTOM;
        }
      }
      codes[0x7f] = ESCAPE_CUSTOM;
      return codes;
    }

    @Override
    public int[] getEscapeCodesForAscii() {
      return ASCII;
    }

    @Override
    public SerializableString getEscapeSequence(int c) {
      boolean escaped =
          c < 0x20
              || c >= 0x7f && c <= 0x9f
              || c >= 0x202a && c <= 0x202e
              || c >= 0x2066 && c <= 0x2069
              || c == 0x2028
              || c == 0x2029;
      return escaped ? new SerializedString(String.format("\\u%04x", c)) : null;
    }
  }
}
