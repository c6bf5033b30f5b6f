"use strict";
document.documentElement.lang = LANG;
setText("expired-title", "expiredTitle"); setText("expired-text", "expiredText");
