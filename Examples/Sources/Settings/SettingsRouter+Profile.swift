import ModuleRouting

/// Editing the profile: a sheet with a stack of its own, over the settings.
extension ModuleRouter where Route == SettingsRoute {
  /// Presents the profile editor in a sheet. Its screens push inside the sheet, and
  /// ``ModuleRouter/dismiss()`` closes the sheet with everything pushed in it.
  ///
  /// ```swift
  /// settings.editProfile()
  /// settings.navigate(to: .profilePhoto)  // pushed inside the sheet
  /// settings.dismiss()                    // the sheet closes, photo screen and all
  /// ```
  ///
  /// - Returns: ``NavigationResult/applied``, or the refusal: over an alert or a dialog.
  @discardableResult
  public func editProfile() -> NavigationResult {
    present(.editProfile, style: .sheet)
  }
}
