const a: int;
const b: int;
axiom 0 <= a < b;
