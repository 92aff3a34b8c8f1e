package dev.pairlock.models;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
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
  void lockTableHasTryAcquireResults() {
    LockTable t = KernelModel.standard().locks();
    LockTable.LockOp op = t.lookup("mutex_lock_interruptible").orElseThrow();
    assertEquals(LockTable.Op.TRY_ACQUIRE, op.op());
    assertEquals(0L, op.success());
    assertEquals(-4L, op.failure());
    assertEquals("spinlock", t.lookup("spin_unlock_irqrestore").orElseThrow().kind());
    assertEquals(LockTable.Op.RELEASE, t.lookup("spin_unlock_bh").orElseThrow().op());
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
  }

  @Test
  void headersExtract(@TempDir Path dir) throws Exception {
    KernelHeaders.extractTo(dir);
    assertTrue(Files.readString(dir.resolve("linux/fs.h")).contains("struct file_operations"));
    assertEquals(KernelHeaders.files().size(), KernelHeaders.files().stream().distinct().count());
    KernelHeaders.extractTo(dir); // idempotent
  }
}
