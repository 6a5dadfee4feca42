// Command routesgen writes the React router's table from the page manifest:
// go run ./internal/pages/routesgen web/src/app/routes.gen.ts
package main

import (
	"fmt"
	"os"

	"branchenbuch/internal/pages"
)

func main() {
	if len(os.Args) != 2 {
		fmt.Fprintln(os.Stderr, "usage: routesgen FILE")
		os.Exit(2)
	}
	if err := os.WriteFile(os.Args[1], pages.RoutesTS(), 0o644); err != nil {
		fmt.Fprintln(os.Stderr, "routesgen:", err)
		os.Exit(1)
	}
}
