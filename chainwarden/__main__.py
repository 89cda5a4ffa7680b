import sys

from chainwarden.cli import main

sys.exit(main())
