/* Small-width integer functions whose lowering is checked exhaustively by interpretation. */
unsigned char u8_add(unsigned char a, unsigned char b) { return a + b; }
unsigned char u8_sub(unsigned char a, unsigned char b) { return (unsigned char)(a - b); }
unsigned char u8_mul(unsigned char a, unsigned char b) { return (unsigned char)(a * b); }
signed char s8_trunc(int a, int b) { return (signed char)(a * 7 + b); }
int u8_lt(unsigned char a, unsigned char b) { return a < b; }
int s8_lt(signed char a, signed char b) { return a < b; }
int mixed_cmp(signed char a, unsigned char b) { return (unsigned int)a < (unsigned int)b; }
unsigned short u16_div(unsigned short a, unsigned char b) { return b ? a / b : 0; }
unsigned short u16_rem(unsigned short a, unsigned char b) { return b ? a % b : 0; }
int s_div(signed char a, signed char b) { return b > 0 && a >= 0 ? a / b : 0; }
unsigned char u8_shl(unsigned char a) { return (unsigned char)(a << 3); }
unsigned char u8_lshr(unsigned char a) { return a >> 2; }
signed char s8_ashr(signed char a) { return a >> 2; }
unsigned char u8_mask(unsigned char a) { return a & 0x0f; }
unsigned char u8_not(unsigned char a) { return ~a; }
unsigned int u32_wrap(unsigned int a) { return a + 4000000000u; }
int sel(signed char a, signed char b) { return a > b ? a - b : b - a; }
int sw(unsigned char a) { switch (a) { case 1: return 10; case 200: return 20; default: return a; } }
