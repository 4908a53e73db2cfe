"""``python -m toolproof``: the same command line as ``toolproof``."""

import sys

from toolproof.cli import main

sys.exit(main())
