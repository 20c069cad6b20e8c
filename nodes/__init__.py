"""Thin graph nodes (`think`, `act`, `start_turn`), and what they share: the state schema,
the run's settings (`Context`) and the resource cache. Import the modules directly; this
package module stays empty so that reading settings does not load LangGraph."""
