# The desk's sync with the association server (issue 23).

sync-unreachable = the server { $server } cannot be reached ({ $reason }); try again later
sync-server-error = the server { $server } failed with status { $status }; try again later
sync-answer = the server { $server } answered with something that is not the expected reply (status { $status })
sync-refused = the server { $server } refused: { $error }
sync-token-file = the token file { $path } cannot be read or holds no token
sync-server-url = the server address must begin with http:// or https://
sync-not-linked = event { $event } is not a match day of a league pulled from { $server }; pull the league first with "sync pull"
sync-slug = a slug may only hold letters, digits and "-"
sync-schedule-date = the schedule's date of match day { $day } of group { $group } is not a date YYYY-MM-DD

## The command line

cli-sync-pulled-new = pulled the league as new league { $id }: { $teams } team(s), { $players } roster player(s), { $new } new in the registry, { $renamed } renamed, { $days } match day(s) in the schedule
cli-sync-teams-removed = removed team(s) the server no longer has: { $teams }
cli-sync-teams-kept = kept team(s) the server no longer has, as they have match days here (roster emptied): { $teams }
cli-sync-pulled = updated league { $id }: { $teams } team(s), { $players } roster player(s), { $new } new in the registry, { $renamed } renamed, { $days } match day(s) in the schedule
cli-publish-sent = published version { $version }
cli-publish-stopped = stopped; { $pending ->
    [0] nothing is pending
    [one] 1 version is still pending in the outbox (the next publish sends it)
   *[other] { $pending } versions are still pending in the outbox (the next publish sends the newest)
}
