procedure Maps(m: [int]int, i: int, j: int)
{
  L0:
    assert m[i := 3][i] == 3;
    assert i == j || m[i := 3][j] == m[j];
    return;
}
