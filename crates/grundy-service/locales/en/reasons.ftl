# Why a component has its value: the engine's reasons, rendered.
