procedure Main()
{
  L0:
    goto Nowhere;
}
