package dev.pairlock.frontend;

import static org.bytedeco.llvm.global.LLVM.*;

import dev.pairlock.models.FunctionModels;
import java.util.ArrayList;
import java.util.List;
import org.bytedeco.llvm.LLVM.LLVMTypeRef;
import org.bytedeco.llvm.LLVM.LLVMValueRef;

/**
 * The values a {@link FunctionModels.MatchData} call may return: the field of every element of the
 * module's match tables ({@code of_device_get_match_data}: the {@code data} of each {@code
 * of_device_id} in the driver's constant arrays of them), found by the globals' C types (debug
 * info), so whatever LLVM type clang gave an initializer.
 *
 * @param values the fields' constants that are not null (pointers, or integers standing for
 *     pointers: {@code acpi_device_id.driver_data})
 * @param writable the tables that are not constant: the call reads them, so a driver that may
 *     write one is not modelled by this
 */
record MatchTables(List<LLVMValueRef> values, List<String> writable) {
  static MatchTables of(IrModule ir, DebugInfo di, FunctionModels.MatchData md) {
    List<LLVMValueRef> values = new ArrayList<>();
    List<String> writable = new ArrayList<>();
    for (LLVMValueRef g : Ir.globals(ir.module)) {
      if (!Ir.isDefinition(g) || Ir.isNull(LLVMGetInitializer(g))) {
        continue;
      }
      CType t = di.typeOfGlobal(g);
      CType element = t instanceof CType.Array a ? a.element() : t;
      if (!(element instanceof CType.Struct s)) {
        continue;
      }
      for (FunctionModels.MatchTable table : md.tables()) {
        if (!s.name().equals(table.struct())) {
          continue;
        }
        if (LLVMIsGlobalConstant(g) == 0) {
          writable.add(Ir.name(g));
          continue;
        }
        CType.Member field = null;
        for (CType.Member m : s.members()) {
          if (m.name().equals(table.field())) {
            field = m;
          }
        }
        if (field == null || s.size() <= 0) {
          // a table whose field is not where the model says: its values are unknown
          writable.add(Ir.name(g));
          continue;
        }
        long n = t instanceof CType.Array a ? a.size() / s.size() : 1;
        LLVMValueRef init = LLVMGetInitializer(g);
        for (long i = 0; i < n && i < 4096; i++) {
          LLVMValueRef v = at(ir, init, i * s.size() + field.offset(), field.type().size());
          if (v == null) {
            writable.add(Ir.name(g));
            break;
          }
          if (!Ir.isZeroConstant(v) && LLVMGetValueKind(v) != LLVMConstantPointerNullValueKind
              && values.stream().noneMatch(x -> x.address() == v.address())) {
            values.add(v);
          }
        }
      }
    }
    return new MatchTables(values, writable);
  }

  /**
   * The scalar constant of {@code size} bytes at byte {@code offset} of constant {@code c}, or null
   * if none starts there.
   */
  private static LLVMValueRef at(IrModule ir, LLVMValueRef c, long offset, long size) {
    LLVMTypeRef t = LLVMTypeOf(c);
    int kind = LLVMGetTypeKind(t);
    if (kind == LLVMStructTypeKind) {
      int n = LLVMCountStructElementTypes(t);
      for (int i = n - 1; i >= 0; i--) {
        long o = LLVMOffsetOfElement(ir.dataLayout, t, i);
        if (o <= offset) {
          LLVMValueRef e = LLVMGetAggregateElement(c, i);
          return Ir.isNull(e) ? null : at(ir, e, offset - o, size);
        }
      }
      return null;
    }
    if (kind == LLVMArrayTypeKind) {
      long es = LLVMABISizeOfType(ir.dataLayout, LLVMGetElementType(t));
      if (es == 0 || offset / es >= LLVMGetArrayLength2(t)) {
        return null;
      }
      LLVMValueRef e = LLVMGetAggregateElement(c, (int) (offset / es));
      return Ir.isNull(e) ? null : at(ir, e, offset % es, size);
    }
    if (offset != 0 || !(kind == LLVMPointerTypeKind || kind == LLVMIntegerTypeKind)
        || LLVMABISizeOfType(ir.dataLayout, t) != size) {
      return null;
    }
    return c;
  }
}
