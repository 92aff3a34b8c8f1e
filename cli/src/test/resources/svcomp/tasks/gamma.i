EXIT=1
JSON={"drivers": [{"name": "gamma", "races": [{"kind": "write-write", "region": "counter"}, {"kind": "read-write", "region": "counter"}]}]}
