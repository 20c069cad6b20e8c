"""The test suite: unit/ (pure logic), integration/ (graph, CLI, servers), support/ (shared helpers)."""
