EXIT=2
STDERR=eta.i:3:1: error: expected ';' after expression
