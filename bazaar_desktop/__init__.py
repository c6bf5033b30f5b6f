"""Bazaar's Qt desktop application."""

from bazaar_desktop.qt_compat import guard_singletons

__version__ = "0.1.0"
# The reverse-DNS id of the app: the name of its .desktop file, icon and AppStream metainfo
# (packaging/), and the Wayland app id (`QGuiApplication.setDesktopFileName`). example.org is a
# placeholder, like the .deb's Maintainer: set a domain you own before publishing.
APP_ID = "org.example.Bazaar"

guard_singletons()
