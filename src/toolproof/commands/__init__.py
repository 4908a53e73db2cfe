"""Subcommands of the ``toolproof`` command line; see ``toolproof.cli``."""
