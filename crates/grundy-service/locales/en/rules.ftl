# Each game's rules, a worked example, and its strategy.
