; The Windows installer of Bazaar: dist/Bazaar-<version>-setup.exe (makensis, from
; packaging/windows/build.py, which passes VERSION, VERSION4, SOURCE, ICON, OUTFILE, SIZE_KB).
;
; Per user, no administrator rights: the program goes to %LOCALAPPDATA%\Programs\Bazaar, its
; Start-menu entry, the uninstaller's entry in Settings > Apps, and the "Open with" entry for
; saves under HKEY_CURRENT_USER. Silent install: Bazaar-<version>-setup.exe /S [/D=FOLDER].
;
; The uninstaller leaves the player's games in progress, statistics and settings (in
; %APPDATA%\Bazaar and HKCU\Software\Bazaar) unless asked: the box on its components page, or
; /PURGE on its command line (Uninstall.exe /S /PURGE). Saves the player wrote (Documents\
; Bazaar by default) are never touched.

; A 64-bit installer: Bazaar is a 64-bit program only, and Wine here (Debian's wine64, no
; 32-bit side) runs no 32-bit one, NSIS's default.
Target amd64-unicode
SetCompressor /SOLID lzma
RequestExecutionLevel user
ManifestDPIAware true

!include "MUI2.nsh"
!include "FileFunc.nsh"
!include "LogicLib.nsh"

!define APP "Bazaar"
!define PUBLISHER "Bazaar"
!define UNINSTALL_KEY "Software\Microsoft\Windows\CurrentVersion\Uninstall\${APP}"
; Windows associates files by their last extension only (.json), so Bazaar does not take JSON
; files over: it is offered in Explorer's "Open with" for them, through this ProgID.
!define PROGID "Bazaar.SavedGame"

Name "${APP}"
OutFile "${OUTFILE}"
InstallDir "$LOCALAPPDATA\Programs\${APP}"
InstallDirRegKey HKCU "Software\${APP}\Installer" "InstallDir"
BrandingText "${APP} ${VERSION}"

VIProductVersion "${VERSION4}"
VIAddVersionKey /LANG=1033 "ProductName" "${APP}"
VIAddVersionKey /LANG=1033 "CompanyName" "${PUBLISHER}"
VIAddVersionKey /LANG=1033 "FileDescription" "${APP} ${VERSION} setup"
VIAddVersionKey /LANG=1033 "FileVersion" "${VERSION}"
VIAddVersionKey /LANG=1033 "ProductVersion" "${VERSION}"
VIAddVersionKey /LANG=1033 "LegalCopyright" "Copyright (c) the Bazaar authors, MIT licence"

!define MUI_ICON "${ICON}"
!define MUI_UNICON "${ICON}"
!define MUI_ABORTWARNING
!define MUI_FINISHPAGE_RUN "$INSTDIR\bazaar.exe"
!define MUI_COMPONENTSPAGE_NODESC

!insertmacro MUI_PAGE_DIRECTORY
!insertmacro MUI_PAGE_INSTFILES
!insertmacro MUI_PAGE_FINISH
!insertmacro MUI_UNPAGE_CONFIRM
!insertmacro MUI_UNPAGE_COMPONENTS
!insertmacro MUI_UNPAGE_INSTFILES

!insertmacro MUI_LANGUAGE "English"
!insertmacro MUI_LANGUAGE "German"
!insertmacro MUI_LANGUAGE "Spanish"

LangString REMOVE_DATA ${LANG_ENGLISH} "Also remove my games in progress, statistics and settings"
LangString REMOVE_DATA ${LANG_GERMAN} "Auch meine laufenden Partien, Statistiken und Einstellungen entfernen"
LangString REMOVE_DATA ${LANG_SPANISH} "Borrar también mis partidas en curso, estadísticas y ajustes"
LangString PROGRAM ${LANG_ENGLISH} "Bazaar (the program)"
LangString PROGRAM ${LANG_GERMAN} "Bazaar (das Programm)"
LangString PROGRAM ${LANG_SPANISH} "Bazaar (el programa)"
LangString SAVE_TYPE ${LANG_ENGLISH} "Bazaar saved game"
LangString SAVE_TYPE ${LANG_GERMAN} "Gespeicherte Bazaar-Partie"
LangString SAVE_TYPE ${LANG_SPANISH} "Partida guardada de Bazaar"

Function .onInit
  SetShellVarContext current
FunctionEnd

Section "Bazaar"
  SetShellVarContext current
  ; An earlier version's files go first: a file it had and this one has not must not stay.
  RMDir /r "$INSTDIR\_internal"
  SetOutPath "$INSTDIR"
  File /r "${SOURCE}\*"
  WriteUninstaller "$INSTDIR\Uninstall.exe"

  CreateShortcut "$SMPROGRAMS\${APP}.lnk" "$INSTDIR\bazaar.exe" "" "$INSTDIR\bazaar.exe" 0

  WriteRegStr HKCU "Software\${APP}\Installer" "InstallDir" "$INSTDIR"
  WriteRegStr HKCU "${UNINSTALL_KEY}" "DisplayName" "${APP}"
  WriteRegStr HKCU "${UNINSTALL_KEY}" "DisplayVersion" "${VERSION}"
  WriteRegStr HKCU "${UNINSTALL_KEY}" "Publisher" "${PUBLISHER}"
  WriteRegStr HKCU "${UNINSTALL_KEY}" "DisplayIcon" "$INSTDIR\bazaar.exe,0"
  WriteRegStr HKCU "${UNINSTALL_KEY}" "InstallLocation" "$INSTDIR"
  WriteRegStr HKCU "${UNINSTALL_KEY}" "UninstallString" '"$INSTDIR\Uninstall.exe"'
  WriteRegStr HKCU "${UNINSTALL_KEY}" "QuietUninstallString" '"$INSTDIR\Uninstall.exe" /S'
  WriteRegDWORD HKCU "${UNINSTALL_KEY}" "NoModify" 1
  WriteRegDWORD HKCU "${UNINSTALL_KEY}" "NoRepair" 1
  WriteRegDWORD HKCU "${UNINSTALL_KEY}" "EstimatedSize" ${SIZE_KB}

  WriteRegStr HKCU "Software\Classes\${PROGID}" "" "$(SAVE_TYPE)"
  WriteRegStr HKCU "Software\Classes\${PROGID}\DefaultIcon" "" "$INSTDIR\bazaar.exe,0"
  WriteRegStr HKCU "Software\Classes\${PROGID}\shell\open\command" "" '"$INSTDIR\bazaar.exe" "%1"'
  WriteRegStr HKCU "Software\Classes\.json\OpenWithProgids" "${PROGID}" ""
  WriteRegStr HKCU "Software\Classes\Applications\bazaar.exe\SupportedTypes" ".json" ""
  WriteRegStr HKCU "Software\Classes\Applications\bazaar.exe\shell\open\command" "" '"$INSTDIR\bazaar.exe" "%1"'
  ; Tell Explorer that the associations changed (SHCNE_ASSOCCHANGED).
  System::Call 'shell32::SHChangeNotify(i 0x08000000, i 0, p 0, p 0)'
SectionEnd

Section "un.$(PROGRAM)" UninstallProgram
  SectionIn RO
  SetShellVarContext current
  Delete "$SMPROGRAMS\${APP}.lnk"
  RMDir /r "$INSTDIR\_internal"
  Delete "$INSTDIR\bazaar.exe"
  Delete "$INSTDIR\bazaar-server.exe"
  Delete "$INSTDIR\Uninstall.exe"
  RMDir "$INSTDIR"
  DeleteRegKey HKCU "${UNINSTALL_KEY}"
  DeleteRegKey HKCU "Software\${APP}\Installer"
  DeleteRegKey HKCU "Software\Classes\${PROGID}"
  DeleteRegValue HKCU "Software\Classes\.json\OpenWithProgids" "${PROGID}"
  DeleteRegKey /ifempty HKCU "Software\Classes\.json\OpenWithProgids"
  DeleteRegKey /ifempty HKCU "Software\Classes\.json"
  DeleteRegKey HKCU "Software\Classes\Applications\bazaar.exe"
  System::Call 'shell32::SHChangeNotify(i 0x08000000, i 0, p 0, p 0)'
SectionEnd

; Off unless ticked (or /PURGE): the player's games in progress, statistics and settings.
Section /o "un.$(REMOVE_DATA)" UninstallData
  SetShellVarContext current
  RMDir /r "$APPDATA\${APP}"
  RMDir /r "$LOCALAPPDATA\${APP}"
  DeleteRegKey HKCU "Software\${APP}"
SectionEnd

Function un.onInit
  SetShellVarContext current
  ${GetParameters} $R0
  ClearErrors
  ${GetOptions} $R0 "/PURGE" $R1
  ${IfNot} ${Errors}
    SectionSetFlags ${UninstallData} ${SF_SELECTED}
  ${EndIf}
FunctionEnd
