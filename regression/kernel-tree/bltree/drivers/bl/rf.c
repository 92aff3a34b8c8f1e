/*
 * rf: an NFC digital driver of nfcsim's shape (6.1). Its nfc_digital_ops are entry points; they
 * reach the driver's state through nfc_digital_get_drvdata of the device init allocated and
 * registered. switch_rf writes `on` under no lock while in_send_cmd reads it: a real race
 * (nothing in the digital core orders them). Before session 20 the ops were no entry points and
 * nfc_digital_allocate_device was an external call handed them (callback-not-entry).
 */
#include <linux/bl.h>

struct rf { struct nfc_digital_dev *ddev; int on; int sent; };
static struct rf *rf;

static int rf_switch_rf(struct nfc_digital_dev *ddev, int on)
{
	struct rf *r = nfc_digital_get_drvdata(ddev);

	r->on = on;
	return 0;
}

static int rf_in_send_cmd(struct nfc_digital_dev *ddev, struct sk_buff *skb, u16 timeout,
			  nfc_digital_cmd_complete_t cb, void *arg)
{
	struct rf *r = nfc_digital_get_drvdata(ddev);

	return r->on ? 0 : -5;
}

static const struct nfc_digital_ops rf_ops = {
	.in_send_cmd = rf_in_send_cmd,
	.switch_rf = rf_switch_rf,
};

static int __init rf_init(void)
{
	rf = kmalloc_trace(0, 0, sizeof(*rf));
	if (!rf)
		return -12;
	rf->ddev = nfc_digital_allocate_device(&rf_ops, 1, 0, 0, 0);
	if (!rf->ddev)
		return -12;
	nfc_digital_set_drvdata(rf->ddev, rf);
	return nfc_digital_register_device(rf->ddev);
}

module_init(rf_init);
