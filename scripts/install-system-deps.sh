#!/usr/bin/env bash
# What a fresh Debian machine lacks for `npm start` and `npm test`: a Java 17 JDK (DynamoDB Local and its loopback launcher)
# and Debian's Chromium (browser tests). Installs them when missing; needs root or sudo.
set -euo pipefail
need=()
command -v javac >/dev/null 2>&1 || need+=(openjdk-17-jdk-headless)
[ -x /usr/bin/chromium ] || need+=(chromium)
[ ${#need[@]} -eq 0 ] && exit 0
SUDO=""
[ "$(id -u)" -eq 0 ] || SUDO="sudo"
echo "설치합니다: ${need[*]}"
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${need[@]}" >/dev/null
