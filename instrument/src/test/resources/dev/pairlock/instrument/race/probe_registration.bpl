// A PCI probe registers the device in a helper; only its accesses after that call can race.
var $M.0: [int]int {:region "priv.state"};
const unique $g.priv: int {:global "priv"};

procedure register_netdev(d: int) returns (r: int);

procedure setup(d: int) returns (r: int)
{
  L0:
    call {:sourceloc "drv.c", 5, 6} {:registration "register_netdev"} r := register_netdev(d);
    return;
}

procedure {:entrypoint "pci_driver.probe"} dev_probe(pdev: int) returns (r: int)
  modifies $M.0;
{
  L0:
    {:sourceloc "drv.c", 11, 2} {:access "write"} $M.0[$g.priv] := 1;
    call {:sourceloc "drv.c", 12, 6} r := setup(pdev);
    {:sourceloc "drv.c", 13, 2} {:access "write"} $M.0[$g.priv] := 2;
    return;
}

procedure {:entrypoint "net_device_ops.ndo_open"} dev_open(d: int) returns (r: int)
  modifies $M.0;
{
  L0:
    {:sourceloc "drv.c", 18, 6} {:access "read"} r := $M.0[$g.priv];
    return;
}
