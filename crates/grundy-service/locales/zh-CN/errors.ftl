# The engine's and the service's messages (grundy::msg!), by id. English is
# written where each message is made; the tests read the sources and check
# that every id is here with the same variables.
