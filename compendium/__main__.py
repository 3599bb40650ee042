from compendium.cli import main

raise SystemExit(main())
