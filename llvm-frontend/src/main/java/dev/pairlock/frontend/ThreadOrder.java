package dev.pairlock.frontend;

import static org.bytedeco.llvm.global.LLVM.*;

import dev.pairlock.models.FunctionModels;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import org.bytedeco.llvm.LLVM.LLVMBasicBlockRef;
import org.bytedeco.llvm.LLVM.LLVMValueRef;

/**
 * Threads that never overlap because main joins one before it creates the other: when a certain
 * join of template {@code f} in {@code main}, dominated by the single create site of {@code f} (in
 * {@code main}), dominates every create site of template {@code g} (all in {@code main}), the thread of {@code f} has ended before any thread of {@code g} starts,
 * and so before the threads those start. Threads started by {@code f} itself may outlive it and are
 * not ordered.
 */
final class ThreadOrder {
  private ThreadOrder() {}

  /** Template to the templates that start only after it has ended. */
  static Map<String, Set<String>> endsBefore(LiftContext cx) {
    Map<String, Set<String>> out = new LinkedHashMap<>();
    Threads th = cx.threads;
    LLVMValueRef main = LLVMGetNamedFunction(cx.ir.module, Threads.MAIN);
    if (th == null || Ir.isNull(main) || !Ir.isDefinition(main)) {
      return out;
    }
    Map<Long, Set<Long>> dom = dominators(main);
    Map<Long, Long> blockOf = new HashMap<>();
    Map<Long, Integer> index = new HashMap<>();
    List<LLVMValueRef> joins = new ArrayList<>();
    for (LLVMBasicBlockRef b : Ir.blocks(main)) {
      int k = 0;
      for (LLVMValueRef i : Ir.instructions(b)) {
        blockOf.put(Ir.key(i), Ir.key(b));
        index.put(Ir.key(i), k++);
        if (LLVMGetInstructionOpcode(i) == LLVMCall
            && !Ir.isNull(LLVMIsAFunction(LLVMGetCalledValue(i)))
            && cx.model.functions().lookup(Ir.name(LLVMGetCalledValue(i))).orElse(null)
                instanceof FunctionModels.ThreadJoin) {
          joins.add(i);
        }
      }
    }
    for (LLVMValueRef call : joins) {
      FunctionModels.ThreadJoin tj = (FunctionModels.ThreadJoin)
          cx.model.functions().lookup(Ir.name(LLVMGetCalledValue(call))).orElseThrow();
      if (tj.handleArg() >= LLVMGetNumArgOperands(call)) {
        continue;
      }
      dev.pairlock.ivl.lifted.Attrs.Join js =
          CallLowering.joinedSite(cx, LLVMGetOperand(call, tj.handleArg()));
      if (js == null || js.sites() != 1) {
        continue; // (several instances: ordered only when each is joined; not tracked)
      }
      String f = js.template();
      Threads.Site created = th.sitesOf(f).get(0);
      if (Ir.key(created.caller()) != Ir.key(main)
          || !dominates(created.call(), call, blockOf, index, dom)) {
        continue; // the join may come before the thread is created (it then waits for nothing)
      }
      for (String g : th.templates()) {
        List<Threads.Site> sites = th.sitesOf(g);
        boolean after = !g.equals(f) && !sites.isEmpty();
        for (Threads.Site s : sites) {
          after &= Ir.key(s.caller()) == Ir.key(main)
              && dominates(call, s.call(), blockOf, index, dom);
        }
        if (after) {
          Set<String> later = out.computeIfAbsent(f, k -> new TreeSet<>());
          later.add(g);
          // what g starts, transitively, starts after f has ended too
          for (Threads.Site s : sites) {
            later.addAll(th.threadsAfter(s));
          }
          later.remove(f);
        }
      }
    }
    return out;
  }

  private static boolean dominates(
      LLVMValueRef a,
      LLVMValueRef b,
      Map<Long, Long> blockOf,
      Map<Long, Integer> index,
      Map<Long, Set<Long>> dom) {
    long ba = blockOf.get(Ir.key(a));
    long bb = blockOf.get(Ir.key(b));
    if (ba == bb) {
      return index.get(Ir.key(a)) < index.get(Ir.key(b));
    }
    return dom.getOrDefault(bb, Set.of()).contains(ba);
  }

  /** Block to the blocks that dominate it (itself included); iterative data flow. */
  private static Map<Long, Set<Long>> dominators(LLVMValueRef f) {
    List<LLVMBasicBlockRef> blocks = Ir.blocks(f);
    Set<Long> all = new HashSet<>();
    Map<Long, List<Long>> preds = new HashMap<>();
    for (LLVMBasicBlockRef b : blocks) {
      all.add(Ir.key(b));
      for (LLVMBasicBlockRef succ : Ir.successors(b)) {
        preds.computeIfAbsent(Ir.key(succ), x -> new ArrayList<>()).add(Ir.key(b));
      }
    }
    Map<Long, Set<Long>> dom = new HashMap<>();
    long entry = Ir.key(blocks.get(0));
    for (long b : all) {
      dom.put(b, b == entry ? new HashSet<>(Set.of(b)) : new HashSet<>(all));
    }
    boolean changed = true;
    while (changed) {
      changed = false;
      for (LLVMBasicBlockRef bb : blocks) {
        long b = Ir.key(bb);
        if (b == entry) {
          continue;
        }
        Set<Long> d = null;
        for (long p : preds.getOrDefault(b, List.of())) {
          if (d == null) {
            d = new HashSet<>(dom.get(p));
          } else {
            d.retainAll(dom.get(p));
          }
        }
        if (d == null) {
          d = new HashSet<>(); // unreachable block
        }
        d.add(b);
        if (!d.equals(dom.get(b))) {
          dom.put(b, d);
          changed = true;
        }
      }
    }
    return dom;
  }
}
