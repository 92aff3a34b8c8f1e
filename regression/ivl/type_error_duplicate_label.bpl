procedure Main()
{
  L0:
    goto L1;
  L1:
    return;
  L1:
    return;
}
