// Macro declarations: written below.
