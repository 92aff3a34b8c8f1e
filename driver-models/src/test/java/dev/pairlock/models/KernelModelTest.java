package dev.pairlock.models;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class KernelModelTest {
  @Test
  void entryPointTableKnowsFileOperations() {
    EntryPointTable t = KernelModel.standard().entryPoints();
    assertTrue(t.isEntryField("file_operations", "unlocked_ioctl"));
    assertTrue(t.isEntryField("file_operations", "llseek"));
    assertFalse(t.isEntryField("file_operations", "owner"));
    assertTrue(t.isOpsStruct("miscdevice"));
    assertEquals("module_init", t.entryPointOfSection(".pairlock.module_init").orElseThrow());
  }

  @Test
  void ownedFieldsCarryTheirReasons() {
    EntryPointTable t = KernelModel.standard().entryPoints();
    assertTrue(t.isOwnedField("net_device", "__pairlock_priv"));
    assertTrue(t.isOwnedField("file", "private_data"));
    assertFalse(t.isOwnedField("file", "f_pos"));
    assertFalse(t.isOwnedField("tty_struct", "driver_data")); // the tty core sets it (param-link)
    for (EntryPointTable.OwnedField o : t.ownedFields()) {
      assertFalse(o.reason().isBlank(), o.toString());
    }
  }

  @Test
  void lockTableHasTryAcquireResults() {
    LockTable t = KernelModel.standard().locks();
    LockTable.LockOp op = t.lookup("mutex_lock_interruptible").orElseThrow();
    assertEquals(LockTable.Op.TRY_ACQUIRE, op.op());
    assertEquals(0L, op.success());
    assertEquals(-4L, op.failure());
    assertEquals("spinlock", t.lookup("spin_unlock_irqrestore").orElseThrow().kind());
    assertEquals(LockTable.Op.RELEASE, t.lookup("spin_unlock_bh").orElseThrow().op());
    assertEquals(LockTable.Op.ACQUIRE_READ, t.lookup("_raw_read_lock_irqsave").orElseThrow().op());
    assertEquals(LockTable.Op.ACQUIRE_READ, t.lookup("down_read").orElseThrow().op());
    assertEquals("rwsem", t.lookup("up_read").orElseThrow().kind());
    LockTable.LockOp downTry = t.lookup("down_trylock").orElseThrow();
    assertEquals(0L, downTry.success());
    assertEquals(1L, downTry.failure());
    assertEquals(-4L, t.lookup("mutex_lock_killable").orElseThrow().failure());
    assertEquals("atomic", t.lookup("__pairlock_atomic_begin").orElseThrow().kind());
    // a read-mode try has no lockset primitive: it is a C body in rwsem.h, not a table entry
    assertTrue(t.lookup("down_read_trylock").isEmpty());
  }

  @Test
  void functionModels() {
    FunctionModels f = KernelModel.standard().functions();
    assertTrue(f.lookup("kzalloc").orElseThrow() instanceof FunctionModels.Alloc);
    FunctionModels.Registration reg =
        (FunctionModels.Registration) f.lookup("misc_register").orElseThrow();
    assertEquals(new FunctionModels.Flow(0, "file", "private_data"), reg.flows().get(0));
    FunctionModels.Effect e = (FunctionModels.Effect) f.lookup("copy_from_user").orElseThrow();
    assertEquals(new FunctionModels.Access(0, 2), e.writes().get(0));
    assertTrue(f.lookup("no_such_function").isEmpty());
    FunctionModels.Registration netdev =
        (FunctionModels.Registration) f.lookup("register_netdev").orElseThrow();
    assertTrue(netdev.flows().get(0).isSelf());
    assertEquals("net_device", netdev.flows().get(0).struct());
    assertTrue(f.lookup("pm_runtime_get_sync").orElseThrow() instanceof FunctionModels.Pure);
    assertTrue(f.lookup("usb_control_msg").orElseThrow() instanceof FunctionModels.Effect);
    assertEquals(new FunctionModels.Callback("request_threaded_irq", List.of(1, 2),
        "interrupt handler", List.of("irq", "irq_thread"), 5, 1, -1, null),
        f.lookup("request_threaded_irq").orElseThrow());
    FunctionModels.Callback work =
        (FunctionModels.Callback) f.lookup("__pairlock_work_callback").orElseThrow();
    assertEquals(new FunctionModels.Callback("__pairlock_work_callback", List.of(0),
        "work function", List.of("work"), 1, 0, 1, work.disarmedUntilArmed()), work);
    // INIT_WORK queues nothing: the work function runs once schedule_work or queue_work has
    // queued it
    assertTrue(work.startsDisarmed());
    assertEquals(new FunctionModels.Callback("__pairlock_request_fn_callback", List.of(0),
        "block request function", List.of(), -1, -1, -1, null),
        f.lookup("__pairlock_request_fn_callback").orElseThrow());
    assertTrue(((FunctionModels.Callback) f.lookup("netif_napi_add").orElseThrow()).startsDisarmed());
    assertEquals("timer function", f.callbackStruct("timer_list").orElseThrow().kind());
    assertTrue(f.callbackStruct("file_operations").isEmpty());
  }

  /**
   * Calls through the kernel's ops tables (functions.xml {@code <op>}) are the models they name,
   * in kernel-tree and user-space mode too (kernel-ops.xml); interrupt-flag ops are no lock
   * (pure), the DMA ops allocate and free.
   */
  @Test
  void kernelOps() {
    for (FunctionModels f : List.of(KernelModel.standard().functions(),
        KernelModel.forKernelTree().functions(), KernelModel.pthread().functions())) {
      assertEquals(new FunctionModels.Pure("native_io_delay"),
          f.kernelOp("pv_cpu_ops", "io_delay").orElseThrow());
      assertEquals(new FunctionModels.Pure("native_save_fl"),
          f.kernelOp("pv_irq_ops", "save_fl").orElseThrow());
      assertTrue(f.kernelOp("dma_map_ops", "alloc").orElseThrow() instanceof FunctionModels.Alloc);
      assertEquals(new FunctionModels.Free("dma_generic_free_coherent", 2),
          f.kernelOp("dma_map_ops", "free").orElseThrow());
      assertTrue(f.kernelOp("dma_map_ops", "sync_single_for_cpu").isEmpty());
      assertTrue(f.kernelOp("file_operations", "read").isEmpty());
    }
  }

  @Test
  void indexListsEveryHeaderOfTheSourceTree() throws Exception {
    Path src = Path.of("src/main/resources/dev/pairlock/models/include");
    List<String> onDisk;
    try (Stream<Path> s = Files.walk(src)) {
      onDisk =
          // the headers, and the C models among them (pairlock/kernel-tree/in-place.c)
          s.filter(p -> p.toString().endsWith(".h") || p.toString().endsWith(".c"))
              .map(p -> src.relativize(p).toString())
              .sorted()
              .toList();
    }
    assertEquals(onDisk, KernelHeaders.files().stream().sorted().toList());
    assertTrue(KernelHeaders.contentHash().matches("[0-9a-f]{16}"));
  }

  @Test
  void headersExtract(@TempDir Path dir) throws Exception {
    KernelHeaders.extractTo(dir);
    assertTrue(Files.readString(dir.resolve("linux/fs.h")).contains("struct file_operations"));
    assertEquals(KernelHeaders.files().size(), KernelHeaders.files().stream().distinct().count());
    KernelHeaders.extractTo(dir); // idempotent
  }
}
