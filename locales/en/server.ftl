# The association server (issue 23): sign-in, roles, match days, tables.
