const unique a: int;
const unique b: int;
const c: int;

procedure Distinct()
{
  L0:
    assert a != b;
    return;
}
