procedure Callee(x: int, y: int);

procedure Main()
{
  L0:
    call Callee(1);
    return;
}
