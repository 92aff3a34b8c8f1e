EXIT=3
JSON={"drivers": [{"name": "eps", "pairs": [{"first": "main", "second": "t1", "verdict": "verified", "reason": ""}, {"first": "t1", "second": "t1", "verdict": "unverified", "reason": "inline assembly at eps.i:3"}]}]}
