#!/usr/bin/bash
# The oracle's stand-in for every external command (see fuzz/oracle/sandbox.py): log the
# argv (and stdin of interpreters), then act like the tool just enough for the command
# to go on: fetchers emit a payload that is itself a logged command, wrappers run what
# they wrap, text tools run the real binary, everything else succeeds silently.
n=${0##*/}
f=/oracle/log/$BASHPID.$SRANDOM
printf '%s\0' "$PWD" "$n" "$@" > "$f.argv" 2>/dev/null
payload='oracle_fetched_code_ran'
emit() { if [ "$1" = - ]; then printf '%s\n' "$payload"; else printf '%s\n' "$payload" > "$1"; fi; }
case "$n" in
  oracle_fetched_code_ran) exit 0 ;;
  curl|wget|fetch|aria2c|http|https|lwp-request|GET|nc|ncat|netcat|socat|ftp|tftp)
    out=-; want=; url=; given=0
    [ "$n" = wget ] && want=O
    [ "$n" = curl ] || [ "$n" = fetch ] && want=o
    take=0
    for a in "$@"; do
      if [ "$take" = 1 ]; then out=$a; given=1; take=0; continue; fi
      case "$a" in
        --output|--output-document) take=1 ;;
        --output=*|--output-document=*) out=${a#*=}; given=1 ;;
        --*) ;;
        -*)
          if [ -n "$want" ] && [[ "$a" == *"$want"* ]]; then
            rest=${a#*"$want"}
            if [ -z "$rest" ]; then take=1; else out=$rest; given=1; fi
          fi ;;
        *) url=$a ;;
      esac
    done
    if [ "$n" = wget ] && [ "$given" = 0 ]; then
      out=${url##*/}; out=${out:-index.html}
    fi
    emit "$out"; exit 0 ;;
  sudo|doas)
    while [ $# -gt 0 ]; do
      case "$1" in
        -u|-g|-C|-h|-p|-U|-r|-t|-D|-R) shift 2 ;;
        --) shift; break ;;
        -*) shift ;;
        *) break ;;
      esac
    done
    [ $# -gt 0 ] && exec "$@"; exit 0 ;;
  su)
    while [ $# -gt 0 ]; do
      if [ "$1" = -c ]; then exec bash -c "$2"; fi
      shift
    done
    exit 0 ;;
  python|python2|python3|perl|ruby|node|nodejs|php|lua|zsh|ksh|fish|tclsh|pwsh|osascript)
    if [ ! -t 0 ]; then IFS= read -r -d '' -n 65536 s; printf '%s' "$s" > "$f.stdin"; fi
    exit 0 ;;
esac
[ -e "/oracle/real/$n" ] && exec -a "$n" "/oracle/real/$n" "$@"
exit 0
