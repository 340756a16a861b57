import TransitionLabCore

/// The size classes (`UIUserInterfaceSizeClass`) a full-screen app gets on the device whose screen is the
/// collection view's size, after Apple's Human Interface Guidelines, "Layout", "Device size classes": iPhones are
/// compact wide in portrait and compact tall in landscape, where the largest (Plus and Max, 896 pt wide or more)
/// are regular wide; iPads are regular both ways. The thresholds between the listed screen sizes are this project's
/// choice: regular width from 744 pt (the narrowest iPad, iPad mini) when the screen is also at least 744 pt tall,
/// or from 896 pt; compact height below 500 pt (iPhones in landscape are at most 440 pt tall).
struct SizeClasses {
    let horizontal: String
    let vertical: String

    init(_ size: Size) {
        let regularWidth = (size.width >= 744 && size.height >= 744) || size.width >= 896
        horizontal = regularWidth ? "regular" : "compact"
        vertical = size.height < 500 ? "compact" : "regular"
    }
}
