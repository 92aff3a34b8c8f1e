/* A fake kernel tree for pairlock's kernel-tree tests: written for the test, not kernel source. */
