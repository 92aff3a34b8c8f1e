procedure Main() returns (x: int)
{
  L0:
    x := 1;
    havoc x;
    assert x == 1;
    return;
}
