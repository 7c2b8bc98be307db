# The desk's sync with the association server (issue 23).
