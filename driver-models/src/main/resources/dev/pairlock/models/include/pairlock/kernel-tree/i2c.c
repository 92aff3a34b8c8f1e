/*
 * Kernel-tree mode (Linux 6.1): C models of the I2C core's transfers (drivers/i2c/i2c-core-base.c;
 * functions.xml <library model=...>), linked into a driver that calls them and inlined at its
 * calls, so that each message's buffer is accessed for its own length only: read (a write
 * message) or written (an I2C_M_RD message). Until session 23 the transfers were unmodelled
 * (tpm_tis_i2c_cr50, tpm_i2c_atmel, tpm_tis_i2c, the IPMB drivers: their pairs unverified).
 *
 * i2c_transfer(adap, msgs, num) takes the adapter's bus lock (the adapter's, another driver's:
 * not taken here, fewer locks is conservative) and calls __i2c_transfer, which checks the
 * adapter's quirks (reads the messages) and calls the adapter driver's algo->master_xfer(adap,
 * msgs, num): the adapter's driver reads each write message's len bytes from buf and fills each
 * read message's buf; for an I2C_M_RECV_LEN message it also sets len (the count the device
 * sent). The result is the number of messages transferred or an error. i2c_transfer_buffer_flags
 * (client, buf, count, flags) (what the inline i2c_master_send/_recv end in) builds one message
 * on its own stack around buf and calls i2c_transfer. The adapter is taken to be another
 * driver's: a driver calling these on an adapter it registers itself would have its own
 * master_xfer called in place, which this model does not do.
 *
 * No header of the tree: struct i2c_msg as include/uapi/linux/i2c.h lays it out (__u16 addr,
 * flags, len; __u8 *buf).
 */

struct __pl_i2c_msg {
	unsigned short addr;
	unsigned short flags;
	unsigned short len;
	unsigned char *buf;
};

#define __PL_I2C_M_RD 0x0001
#define __PL_I2C_M_RECV_LEN 0x0400

extern int __pairlock_nondet_int(void);
/* the adapter driver fills len bytes of buf / reads len bytes of it (functions.xml effects) */
extern void __pairlock_i2c_read_into(unsigned char *buf, unsigned long len);
extern void __pairlock_i2c_write_from(const unsigned char *buf, unsigned long len);

__attribute__((always_inline)) int __i2c_transfer(void *adap, struct __pl_i2c_msg *msgs, int num)
{
	int i;

	for (i = 0; i < num; i++) {
		if (msgs[i].flags & __PL_I2C_M_RD) {
			__pairlock_i2c_read_into(msgs[i].buf, msgs[i].len);
			if (msgs[i].flags & __PL_I2C_M_RECV_LEN)
				msgs[i].len = (unsigned short)__pairlock_nondet_int();
		} else {
			__pairlock_i2c_write_from(msgs[i].buf, msgs[i].len);
		}
	}
	return __pairlock_nondet_int();
}

__attribute__((always_inline)) int i2c_transfer(void *adap, struct __pl_i2c_msg *msgs, int num)
{
	return __i2c_transfer(adap, msgs, num);
}

__attribute__((always_inline)) int i2c_transfer_buffer_flags(const void *client, char *buf,
							    int count, unsigned short flags)
{
	if (flags & __PL_I2C_M_RD)
		__pairlock_i2c_read_into((unsigned char *)buf, (unsigned long)count);
	else
		__pairlock_i2c_write_from((const unsigned char *)buf, (unsigned long)count);
	return __pairlock_nondet_int();
}
