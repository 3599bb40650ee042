"""The plugin of chess (catalog id ``chess``). The hint comes from the strong level (our own search
within a second), not from the master level's outside engine, which may be missing."""

from compendium.core.plugin import game_plugin

plugin = game_plugin(__package__, default_ai="easy", hint_level="strong")
