procedure Main() returns (x: int)
  ensures x >= 10;
{
  L0:
    havoc x;
    assume x >= 10;
    return;
}
