/* The second definition of helper() (see first.c). */
int helper(void)
{
	return 2;
}
