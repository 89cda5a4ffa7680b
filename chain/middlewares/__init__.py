"""One module per spec item (1-13); ``chain.assembly`` puts them in order."""
