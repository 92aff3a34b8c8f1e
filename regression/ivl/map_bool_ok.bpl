var Flags: [int]bool;

procedure SetFlag(i: int)
  modifies Flags;
  ensures Flags[i];
  ensures (forall k: int :: k != i ==> Flags[k] == old(Flags)[k]);
{
  L0:
    Flags[i] := true;
    return;
}
