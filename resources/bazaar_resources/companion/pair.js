"use strict";
document.documentElement.lang = LANG;
setText("pair-title", "pairTitle"); setText("pair-text", "pairText"); setText("pair-go", "pairGo");
document.getElementById("pair-form").addEventListener("submit", function (ev) {
  ev.preventDefault();
  var code = document.getElementById("pair-code").value.replace(/\D/g, "");
  var error = document.getElementById("pair-error");
  fetch("/pair", { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ code: code }) })
    .then(function (r) { return r.json().then(function (body) { return { status: r.status, body: body }; }); })
    .then(function (answer) {
      if (answer.body.url) { location.href = answer.body.url; return; }
      error.textContent = t(answer.status === 429 ? "pairWait" : "pairBad");
    })
    .catch(function () { error.textContent = t("pairBad"); });
});
