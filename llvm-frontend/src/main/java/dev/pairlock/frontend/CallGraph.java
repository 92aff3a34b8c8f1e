package dev.pairlock.frontend;

import static org.bytedeco.llvm.global.LLVM.*;

import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.Map;
import java.util.Set;
import org.bytedeco.llvm.LLVM.LLVMBasicBlockRef;
import org.bytedeco.llvm.LLVM.LLVMValueRef;

/**
 * The direct calls between a module's defined functions ({@code calls}: caller to its callees in
 * call order) and the functions that call through a pointer ({@code indirectCallers}; inline
 * assembly is no call through a pointer).
 */
record CallGraph(Map<String, Set<String>> calls, Set<String> indirectCallers) {
  static CallGraph of(IrModule ir) {
    Map<String, Set<String>> calls = new HashMap<>();
    Set<String> indirect = new HashSet<>();
    for (LLVMValueRef fn : Ir.functions(ir.module)) {
      if (!Ir.isDefinition(fn)) {
        continue;
      }
      for (LLVMBasicBlockRef b : Ir.blocks(fn)) {
        for (LLVMValueRef i : Ir.instructions(b)) {
          if (LLVMGetInstructionOpcode(i) != LLVMCall) {
            continue;
          }
          LLVMValueRef callee = LLVMGetCalledValue(i);
          if (Ir.isNull(LLVMIsAFunction(callee))) {
            if (Ir.isNull(LLVMIsAInlineAsm(callee))) {
              indirect.add(Ir.name(fn));
            }
          } else if (Ir.isDefinition(callee)) {
            calls.computeIfAbsent(Ir.name(fn), k -> new LinkedHashSet<>()).add(Ir.name(callee));
          }
        }
      }
    }
    return new CallGraph(calls, indirect);
  }
}
