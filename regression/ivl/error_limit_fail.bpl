// Six failing assertions, five reported (--max-errors 5): the report says the search stopped at
// the limit, so the sixth is not read as proved.
procedure Main(x: int)
{
  L0:
    assert x > 1;
    assert x > 2;
    assert x > 3;
    assert x > 4;
    assert x > 5;
    assert x > 6;
    return;
}
