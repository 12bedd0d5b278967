/* confdefs.h */
#define PACKAGE_NAME "lanescope"
#define PACKAGE_TARNAME "lanescope"
#define PACKAGE_VERSION "0.2.0"
#define PACKAGE_STRING "lanescope 0.2.0"
#define PACKAGE_BUGREPORT "https://github.com/lanescope/lanescope/issues"
#define PACKAGE_URL "https://github.com/lanescope/lanescope"
