const a: int;
const b: int;

procedure Distinct()
{
  L0:
    assert a != b;
    return;
}
