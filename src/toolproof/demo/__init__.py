"""The embedded demo, in three acts that follow a call: the contract, the permission, the read.

Everything is scripted and in process (no server, no network, no model download), so a run is the same
every time and shows exactly what toolproof does with the mistakes real models make.
"""
